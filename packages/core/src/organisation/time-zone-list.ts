import { COUNTRY_CODES, type CountryCode } from '@scheduler/contracts/roles';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { hashToken } from '../token-hash.ts';
import { scopedOrganisationId } from './organisation-scope.ts';
import { timeZoneOptionsFor } from '../time/time-zones.ts';
import type { DataDeps } from '../deps.ts';
import type { timezoneOption } from '@scheduler/contracts/schemas/common';
import type * as z from 'zod';
import { createSignupStore } from '../signup/signup-store.ts';
import { createOrganisationStore } from './organisation-store.ts';

/** The zones offered in a country (doc 1 §9 short codes), from the time module: the IANA id is the value users pick and we store. */
export function zoneChoices(country: CountryCode): z.input<typeof timezoneOption>[] {
  return timeZoneOptionsFor(country).map((z) => ({ encryptedId: z.id, name: z.displayName, timezoneCode: z.shortCode }));
}

const asCountry = (x: string): CountryCode | undefined => COUNTRY_CODES.find((c) => c === x.trim().toUpperCase());

/** Time zone options of an organisation's country: organisation/getTimezoneList and signup/getTimeZoneList. */
export function createTimeZoneListService({ db }: Pick<DataDeps, 'db'>) {
  const organisations = createOrganisationStore(db);
  const invitations = createSignupStore(db);
  return {
    /** organisation/getTimezoneList/{organisationId}: an organisation the caller may see ('NA' is the current one). */
    async forOrganisation(actor: Actor, organisationId: string): Promise<z.input<typeof timezoneOption>[]> {
      const org = await organisations.organisationOf(scopedOrganisationId(actor, organisationId));
      if (!org) throw errors.notFound('Organisation');
      return zoneChoices(org.countryCode);
    },

    /**
     * signup/getTimeZoneList/{x} (no login): x is a country code (AU or NZ), or the sign-up page's invitation
     * token, which names its organisation's country. Nothing else is answered, so the call reveals nothing.
     */
    async forSignup(x: string): Promise<z.input<typeof timezoneOption>[]> {
      const country = asCountry(x);
      if (country) return zoneChoices(country);
      const invitation = await invitations.invitationOf(hashToken(x));
      if (!invitation) throw errors.notFound('Time zone list');
      const org = await organisations.organisationOf(invitation.organisationId);
      if (!org) throw errors.notFound('Time zone list');
      return zoneChoices(org.countryCode);
    },
  };
}
