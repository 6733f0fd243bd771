import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { smsPort, smtpPort } from './support/mail-settings';
import { oidcClientSecret, oidcIssuer } from './support/oidc-settings';

/**
 * The real server — compiled by `npm run build`, as `npm run serve` runs it — on a fresh embedded
 * database with the demo seed; Debian's Chromium, never a downloaded one.
 */
const port = Number(process.env.E2E_PORT ?? 18180);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portail-e2e-'));
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The SMTP server of the mail-reading journeys (identity-*.spec.ts): the portal delivers there;
  // and the OpenID provider Prévoyance Horizon's members sign in with (foundation-oidc.spec.ts).
  globalSetup: './support/global-setup.ts',
  webServer: {
    command: 'node ../apps/server/run.js server',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMS_WEBHOOK_URL: `http://127.0.0.1:${smsPort}/sms`,
      DEMO_OIDC_ISSUER: oidcIssuer,
      // The journeys' provider listens on 127.0.0.1: reachable only with this development switch.
      OIDC_ALLOW_LOOPBACK: 'on',
      DEMO_OIDC_CLIENT_SECRET: oidcClientSecret,
    },
  },
});
