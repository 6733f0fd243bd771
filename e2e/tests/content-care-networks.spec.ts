import { expectNoAxeViolations } from '../support/axe';
import { accounts, viewports } from '../support/demo';
import { expectNoHorizontalScroll } from '../support/layout';
import { answerConsents, closeMemberPopups } from '../support/member-prompts';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The demo optics partner's key (apps/server/src/commands/seed/content/demo-content.ts), sent server to server. */
const optiqueKey = 'demo-optique-95adf72ee3e8489eff2cdc9db5b3335b';

/**
 * Lucas Dupont, beneficiary of the demo client (partners are open to members and beneficiaries),
 * with his consents answered: each journey then meets the CMS popups only, and closes them.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, baseURL!, accounts.lucas);
  await answerConsents(context, baseURL!, true);
});

test('Services externes : cartes des réseaux de soins, jeton à usage unique transmis au partenaire', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.route('https://optique.partenaire-demo.fr/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="fr"><title>Clair Regard</title><h1>Partenaire optique</h1></html>',
    }),
  );
  await page.goto('/#/espace-adherent');
  await closeMemberPopups(page);

  await page.getByRole('button', { name: 'Services externes' }).click();
  const modal = page.getByRole('dialog', { name: 'Services externes' });
  await expect(modal.getByRole('heading', { level: 3 })).toHaveText([
    'Réseau optique Clair Regard',
    'Réseau dentaire Sourire Plus',
    'Réseau audition Écoute Plus',
  ]);
  // Each partner's own image, served by the CMS with long caching.
  const images = modal.locator('img');
  await expect(images).toHaveCount(3);
  for (const img of await images.all())
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'contenu-services-externes-desktop');

  const partnerPage = context.waitForEvent('page');
  await modal.getByRole('button', { name: 'Accéder au service Réseau optique Clair Regard' }).click();
  const partner = await partnerPage;
  await partner.waitForURL(/^https:\/\/optique\.partenaire-demo\.fr\/portail\?scTokenId=/);
  const scTokenId = new URL(partner.url()).searchParams.get('scTokenId') ?? '';
  expect(scTokenId.length).toBeGreaterThanOrEqual(20);
  await expect(partner.getByRole('heading', { name: 'Partenaire optique' })).toBeVisible();

  // The partner's server exchanges the token once for the member's identity, then never again.
  const verify = () =>
    request.post(`${baseURL}/api/partenaires/sctoken/verify`, {
      data: { scTokenId },
      headers: { 'X-Partner-Key': optiqueKey },
    });
  const first = await verify();
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ reseau: 'optique', nom: 'Dupont', prenom: 'Lucas' });
  const again = await verify();
  expect(again.status()).toBe(410);
});

test.describe('sur un téléphone', () => {
  test.use({ viewport: viewports.phone, isMobile: true, hasTouch: true });

  test('les cartes des services externes tiennent dans l’écran', async ({ page }) => {
    await page.goto('/#/espace-adherent');
    await closeMemberPopups(page);
    await page.getByRole('button', { name: 'Services externes' }).click();
    await expect(page.getByRole('dialog', { name: 'Services externes' }).locator('img')).toHaveCount(3);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'contenu-services-externes-phone');
  });
});
