import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    // A zone far from UTC (and on the other side of the date line from Nairobi) so date bugs fail loudly.
    env: { TZ: 'America/Los_Angeles', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
