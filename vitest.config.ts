import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/shared/testing/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          // Component tests render real pages; on a busy two-core machine some take seconds.
          testTimeout: 20000,
          // Both cores (Vitest keeps one free by default): 150 s instead of 220 s on our machines.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['./server/testing/global-setup.ts'],
          // Each test file opens its own database: few workers keep memory in bounds.
          maxWorkers: 2,
          // Runs after the app project when both run together (`npx vitest run`).
          sequence: { groupOrder: 1 },
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
