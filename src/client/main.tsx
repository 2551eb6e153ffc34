import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The date pickers' styles come with the pages that show one (each imports '@mantine/dates/styles.css').
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { router } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React draw the first screen in short slices, so a slow phone stays responsive meanwhile.
const root = createRoot(container);
// The page's route chunk is fetched first, so the first render draws the page itself in one transition.
void router
  .load()
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
