import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { COUNTRY_CODES } from '@scheduler/contracts/roles';

/**
 * An address of an organisation (doc 2 §3 Address; doc 3 §3 Resource address fields), reused by resources
 * and copied onto meetings.
 * Access patterns:
 * - one address (primary, organisationId + addressId); the addresses of an organisation (primary, pk organisationId) — getAddressesByOrg
 */
export const addressEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'address', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        addressId: { type: 'string', required: true },
        label: { type: 'string' },
        addLine1: { type: 'string', required: true },
        addLine2: { type: 'string' },
        city: { type: 'string', required: true },
        state: { type: 'string', required: true },
        postCode: { type: 'number', required: true },
        countryCode: { type: COUNTRY_CODES, required: true, default: 'AU' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['addressId'] } },
      },
    },
    config,
  );
export type AddressEntity = ReturnType<typeof addressEntity>;
export type Address = EntityItem<AddressEntity>;
