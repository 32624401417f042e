import { REFUSED, type AuthorizationRow, everyone } from './authorization-row.ts';
import { A, pendingStepOfA } from './records-of-a.ts';

export const DOWNLOAD_ROWS: readonly AuthorizationRow[] = [
  // download: public; the link (a booking id) with a guessed unique id opens nothing, whoever calls (each refused try is
  // written to the candidate's audit log, so no target snapshot here: download/file.integration.test.ts checks it).
  {
    route: 'download.file',
    variant: "a booking of A's candidate with a file, and a guessed unique id",
    call: async (ctx) => {
      const { stepId } = await pendingStepOfA(ctx);
      await ctx.db.booking
        .patch({ organisationId: A(ctx), bookingId: stepId })
        .set({ fileKey: `booking-files/${A(ctx)}/${stepId}/f.pdf`, fileName: 'f.pdf' })
        .go();
      return { body: { encryptedId: stepId, uniqueId: 'GUESSED-1' } };
    },
    expect: everyone(REFUSED),
  },
];
