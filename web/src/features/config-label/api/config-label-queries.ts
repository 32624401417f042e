import type { availableCodesAnswer, configLabelDetail, configLabelSave } from '@scheduler/contracts/schemas/config-label';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { api } from '../../../shared/lib/api/index.ts';

export type ConfigLabel = z.infer<typeof configLabelDetail>;
export type ConfigLabelSave = z.input<typeof configLabelSave>;
export type AvailableCodes = z.infer<typeof availableCodesAnswer>;
export interface OrganisationOption {
  encryptedId: string;
  name: string;
}

/** POST organisation/getAllActive: every active organisation (grid admin), name ascending. */
export function useActiveOrganisations() {
  return useQuery({
    queryKey: ['organisation', 'getAllActive'],
    queryFn: async ({ signal }) =>
      (
        await api.call<{ dataset: OrganisationOption[] }>('organisation', 'getAllActive', {
          body: { filter: '', sortColumn: 'name', sortDirection: 'asc', pageIndex: 0, pageSize: 1000 },
          signal,
        })
      ).dataset,
    staleTime: 5 * 60_000,
  });
}

/** GET config-label/get/{id}. */
export function useConfigLabel(id: string | undefined) {
  return useQuery({
    queryKey: ['config-label', id],
    queryFn: ({ signal }) => api.call<ConfigLabel>('config-label', 'get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** GET config-label/getAvailableCodes/{organisationId}: codes the organisation does not hold yet. */
export function useAvailableCodes(organisationId: string | undefined) {
  return useQuery({
    queryKey: ['config-label', 'available', organisationId],
    queryFn: ({ signal }) => api.call<AvailableCodes>('config-label', 'getAvailableCodes', { params: { organisationId: organisationId! }, signal }),
    enabled: !!organisationId,
    staleTime: 0,
  });
}

/** POST config-label/save: the id in message. */
export function saveConfigLabel(body: ConfigLabelSave): Promise<{ status: string; message?: string }> {
  return api.call('config-label', 'save', { body });
}
