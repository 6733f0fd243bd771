/**
 * What a member-facing answer may carry of a social security number: sex, year and month of birth,
 * then the key (« 2 78 05 ** *** *** 19 »), as on printed certificates. The full NIR stays on the server.
 */
export function maskNir(nir: string | null, cle: string | null): string | null {
  if (!nir || nir.length !== 13) return null;
  return `${nir[0]} ${nir.slice(1, 3)} ${nir.slice(3, 5)} ** *** *** ${cle ?? '**'}`;
}

export function isMaskedNir(value: string): boolean {
  return /^[12] \d{2} \d{2} \*\* \*{3} \*{3} (\d{2}|\*\*)$/.test(value);
}
