import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The date pickers' styles come with the pages that show one (each imports '@mantine/dates/styles.css').
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
