export const careNetworkTexts = {
  open: 'Services externes',
} as const;
