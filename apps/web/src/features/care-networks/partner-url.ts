/** The partner's address with the token the partner exchanges for the member's identity. */
export function partnerUrl(url: string, scTokenId: string): string {
  const target = new URL(url);
  target.searchParams.set('scTokenId', scTokenId);
  return target.href;
}
