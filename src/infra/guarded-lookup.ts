/**
 * The DNS lookup of every connection to a webhook receiver (and of the calendar connections'
 * requests): the name is resolved here, every answer is checked by the address guard, and the
 * socket is handed only the addresses that passed, so the address checked is the address
 * connected to (a name that resolves differently a moment later cannot redirect it).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isSpecialPurpose } from './address-guard.js';

/** A name that resolves only to addresses webhooks may not reach. */
export class RefusedAddress extends Error {}

type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

/** A `lookup` for the socket that hands it only addresses webhooks may reach. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate
        ? addresses
        : addresses.filter((a) => !isSpecialPurpose(a.address));
      if (usable.length === 0) {
        const refused = new RefusedAddress(
          `${hostname} resolves only to loopback, private, link-local or reserved addresses.`,
        );
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, usable);
      const first = usable[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
