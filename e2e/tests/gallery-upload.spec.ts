import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Three files uploaded against the real server: progress, an error (then a retry), a refused file. */
const marie = { userName: 'marie.dupont@example.com', password: 'Adherent#2026' };
const shot = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `galerie-${name}.png`);

async function signIn(page: Page) {
  await page.request.get('/api/health');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/identity/login', { data: marie, headers: { 'x-xsrf-token': xsrf } });
  expect(response.ok()).toBe(true);
}

const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001a5f645400000000049454e44ae426082',
  'hex',
);
const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00 This program cannot be run in DOS mode.');

test('trois fichiers : progression, une erreur puis Réessayer, un faux PDF refusé par le serveur', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/dev/widgets');
  const uploader = page.getByRole('group', { name: 'Justificatifs de soins (3 fichiers au plus)' });
  await uploader.scrollIntoViewIfNeeded();

  // The second upload fails once (a server error), then its retry reaches the real server.
  let posts = 0;
  await page.route('**/api/uploads', async (route) => {
    posts += 1;
    if (posts === 2)
      await route.fulfill({
        status: 500,
        json: { Message: 'Le stockage des documents est momentanément indisponible.' },
      });
    else await route.fallback();
  });
  // Slow uploads, so the progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });

  const chooser = page.waitForEvent('filechooser');
  await uploader.getByRole('button', { name: 'Choisir des fichiers' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'attestation-droits.pdf', mimeType: 'application/pdf', buffer: pdf(1_200_000) },
    { name: 'photo-ordonnance.png', mimeType: 'image/png', buffer: png },
    { name: 'facture-pharmacie.pdf', mimeType: 'application/pdf', buffer: exe },
  ]);
  await expect(uploader.getByRole('status')).toHaveText('Téléversement en cours...');
  const first = uploader.getByRole('progressbar', { name: "Progression de l'envoi de attestation-droits.pdf" });
  await expect
    .poll(async () => Number(await first.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: shot('televersement-en-cours') });
  await expect(first).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const queue = uploader.getByRole('list', { name: 'Fichiers joints' });
  const items = queue.getByRole('listitem');
  await expect(items.nth(0)).toContainText('Envoyé');
  await expect(items.nth(1)).toContainText('ÉchecLe stockage des documents est momentanément indisponible.');
  await expect(items.nth(2)).toContainText(
    "ÉchecLe contenu du fichier ne correspond pas à son extension : ce document n'est pas accepté.",
  );
  await expect(uploader.getByRole('status')).toHaveText(/Total joint/);
  await page.screenshot({ path: shot('televersement-erreurs') });

  await items.nth(1).getByRole('button', { name: 'Réessayer (photo-ordonnance.png)' }).click();
  await expect(items.nth(1)).toContainText('Envoyé');
  await expect(items.nth(1).getByRole('button', { name: 'Retirer (photo-ordonnance.png)' })).toBeVisible();
  expect(posts).toBe(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await uploader.screenshot({ path: shot('televersement-telephone') });
});

test('un fichier au mauvais format est refusé avant tout envoi, avec le message du filtre', async ({ page }) => {
  await page.goto('/#/dev/widgets');
  const uploader = page.getByRole('group', { name: 'Photo de votre carte Vitale (un seul fichier)' });
  let posts = 0;
  await page.route('**/api/uploads', (route) => ((posts += 1), route.fallback()));
  const chooser = page.waitForEvent('filechooser');
  await uploader.getByRole('button', { name: 'Choisir un fichier' }).click();
  await (await chooser).setFiles({ name: 'carte-vitale.pdf', mimeType: 'application/pdf', buffer: pdf(100) });
  await expect(uploader.getByRole('alert')).toHaveText(
    "carte-vitale.pdf : Ce type de fichier n'est pas accepté. Formats acceptés : .png, .jpg, .jpeg.",
  );
  expect(posts).toBe(0);
});

test('formulaire : « Merci de joindre le document demandé. » après envoi sans fichier', async ({ page }) => {
  await page.goto('/#/dev/widgets');
  const form = page.getByRole('group', { name: 'Ordonnance' });
  await page.getByRole('button', { name: 'Valider' }).last().click();
  await expect(form).toContainText('Merci de joindre le document demandé.');
  await expect(page.getByText(/Formulaire prêt à l’envoi/)).toHaveCount(0);
});

test('un fichier glissé-déposé rejoint la file et part vers le serveur', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/dev/widgets');
  const uploader = page.getByRole('group', { name: 'Justificatifs de soins (3 fichiers au plus)' });
  const zone = uploader.getByText('Glissez-déposez vos documents ici, ou');
  await zone.scrollIntoViewIfNeeded();
  // Chromium gives no file-system entry to items of a script-made DataTransfer; react-aria skips
  // items without one, so the test lends them the entry a real drop from the desktop has.
  await page.evaluate(() => {
    DataTransferItem.prototype.webkitGetAsEntry = function () {
      return { isFile: true, isDirectory: false } as FileSystemEntry;
    };
  });
  const dataTransfer = await page.evaluateHandle((hex) => {
    const bytes = new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'ordonnance-glissee.png', { type: 'image/png' }));
    return transfer;
  }, png.toString('hex'));
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
  const item = uploader.getByRole('list', { name: 'Fichiers joints' }).getByRole('listitem');
  await expect(item).toContainText('ordonnance-glissee.png');
  await expect(item).toContainText('Envoyé');
});
