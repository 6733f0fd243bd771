import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the test SMTP server listens and where it drops what it receives. Read by the Playwright
 * configuration (main process and workers): the directory is made once in the main process and
 * inherited by the workers through the environment.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 18180);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 1000);
/** The SMS webhook (SMS_WEBHOOK_URL): POSTed SMS land in mailDir too, with subject "SMS". */
export const smsPort = Number(process.env.E2E_SMS_PORT ?? e2ePort + 2000);
if (!process.env.E2E_MAIL_DIR) process.env.E2E_MAIL_DIR = mkdtempSync(path.join(tmpdir(), 'portail-e2e-mail-'));
export const mailDir = process.env.E2E_MAIL_DIR;
