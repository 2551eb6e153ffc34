// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocalTime } from './LocalTime';

// vitest runs in America/Los_Angeles (vitest.config.ts): 06:40 UTC is 09:40 in Nairobi, 22:40 the day
// before in Los Angeles.
const iso = '2026-11-26T06:40:00.000Z';
const format = 'MMM D, YYYY [at] h:mm A';

describe('LocalTime', () => {
  it('is drawn on the server in East Africa Time, whatever zone the server runs in', () => {
    expect(renderToString(<LocalTime iso={iso} format={format} />)).toBe(
      `<time dateTime="${iso}">Nov 26, 2026 at 9:40 AM</time>`,
    );
  });

  it('hydrates the server’s text without a mismatch, then shows the reader’s own zone', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LocalTime iso={iso} format={format} />);
    const drawn = container.firstChild;
    const mismatches: unknown[] = [];
    // Hydration, then the switch to the reader's zone, both flushed by act.
    await act(async () => {
      hydrateRoot(container, <LocalTime iso={iso} format={format} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
      await Promise.resolve();
    });
    expect(mismatches).toEqual([]);
    expect(container.firstChild).toBe(drawn);
    expect(container.textContent).toBe('Nov 25, 2026 at 10:40 PM');
  });

  it('draws nothing for a date it cannot read', () => {
    expect(renderToString(<LocalTime iso="not a date" format={format} />)).toBe('');
  });
});
