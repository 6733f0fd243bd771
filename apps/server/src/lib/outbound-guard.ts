import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may connect when an address comes from the back office (an OpenID provider's
 * issuer and the endpoints it publishes): the public internet only (decision 035). Loopback,
 * private, shared (CGNAT), link-local (cloud metadata at 169.254.169.254), unique-local, multicast,
 * reserved and documentation ranges are refused, IPv4 and IPv6, after DNS resolution; so are
 * IPv4-mapped, NAT64, 6to4 and Teredo addresses, which carry an IPv4 address a host could reach.
 */
const ipv4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const ipv6: Array<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
/*
 * One list per family: a BlockList checks an IPv4 address against its IPv6 rules too (as
 * ::ffff:a.b.c.d), so the mapped range in a shared list would refuse every IPv4 address.
 */
function listOf(family: 'ipv4' | 'ipv6', subnets: Array<[string, number]>): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
}
const refused = { ipv4: listOf('ipv4', ipv4), ipv6: listOf('ipv6', ipv6) };
/** This machine: reachable only with the development switch (OIDC_ALLOW_LOOPBACK=on). */
const loopback = { ipv4: listOf('ipv4', [['127.0.0.0', 8]]), ipv6: listOf('ipv6', [['::1', 128]]) };

export interface OutboundPolicy {
  /** Tests and local demos: a provider on this machine (never another private address). */
  allowLoopback: boolean;
}

/** The address is not one the portal connects to: the caller says so in French at its field. */
export class OutboundAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`adresse refusée : ${host}`);
    this.name = 'OutboundAddressRefused';
  }
}

export function isAllowedAddress(address: string, policy: OutboundPolicy): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (policy.allowLoopback && loopback[family].check(address, family)) return true;
  return !refused[family].check(address, family);
}

/** The host of a URL as an IP literal (brackets off), or null for a name. */
function literalOf(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : null;
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/** Every address the host resolves to must be allowed; throws OutboundAddressRefused otherwise. */
export async function checkOutboundHost(hostname: string, policy: OutboundPolicy): Promise<LookupAddress[]> {
  const literal = literalOf(hostname);
  const addresses = literal ? [{ address: literal, family: isIP(literal) }] : await resolveAll(hostname);
  if (addresses.length === 0 || addresses.some((a) => !isAllowedAddress(a.address, policy)))
    throw new OutboundAddressRefused(hostname);
  return addresses;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for sockets that checks what it hands out: the connection goes to the very address
 * just checked, so a name that answers a public address to the check and a private one to the
 * connection (DNS rebinding) gains nothing.
 */
export function guardedLookup(policy: OutboundPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    checkOutboundHost(hostname, policy).then(
      (addresses) =>
        options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family),
      (error: Error) => callback(error, ''),
    );
  };
}
