const secretParams = /([?&](?:code|token|password|securityCode|userId)=)[^&#]*/gi;

/** Request URLs are logged without the values of parameters that carry secrets. */
export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[masqué]');
}
