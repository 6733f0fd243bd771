import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from './test';
import { mailDir } from './mail-settings';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  at: number;
}

function allMail(): ReceivedMail[] {
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')) as ReceivedMail);
}

/**
 * The newest mail to this address received after `since` (ms), waited for up to `timeout` ms;
 * with `subject`, the newest of those whose subject matches (a notice sent just before a code may
 * still be on its way).
 */
export async function waitForMail(
  to: string,
  since: number,
  timeout = 20_000,
  subject?: RegExp,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((m) => m.at >= since && m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)))
          .at(-1);
        return Boolean(found);
      },
      { message: `un e-mail pour ${to}`, timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link of the mail that goes to this hash route, e.g. "confirm-email". */
export function linkTo(mail: ReceivedMail, route: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+/#/${route}\\?[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`aucun lien vers ${route} dans « ${mail.subject} »`);
  return match[0].replace(/&amp;/g, '&');
}

/** The code of the newest security-code mail to this address after `since`, whatever came beside it. */
export async function waitForSecurityCode(to: string, since: number): Promise<string> {
  return securityCode(await waitForMail(to, since, 20_000, /votre code de sécurité$/));
}

/** The 6-digit code of a security-code mail. */
export function securityCode(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`aucun code dans « ${mail.subject} »`);
  return match[1] as string;
}
