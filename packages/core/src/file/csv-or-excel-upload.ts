import type { candidateUploadTicket } from '@scheduler/contracts/schemas/upload';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { Ids } from '../ports/ids.ts';
import type { FileLayout } from './file-layout.ts';
import { processRows, type ReadRow, type RowError, type RowOutcome, settleUpload, type UploadLog } from './row-processor.ts';
import { contentTypeOfName, CSV_OR_EXCEL, readUploadedFile, uploadTicket } from './uploaded-file.ts';

/** What the rows of one file need: checked once the request is, before the file is read. */
export interface UploadPlan<R extends object> {
  layout: FileLayout<R>;
  /** Writes one row: what became of it (a refusal thrown by its write becomes the row's message through rowWrite). */
  writeRow(row: ReadRow<R>): Promise<RowOutcome>;
}

/**
 * An upload kind whose files are CSV or Excel and are processed within the call (meeting and booking files), in the
 * caller's organisation's folder (`folderOf`): its tickets, and the processing of the file a request names.
 */
export function csvOrExcelUploads(deps: { files: FileStore; ids: Ids; log?: UploadLog }, folderOf: (organisationId: string) => string) {
  return {
    /** Where to POST a .csv or .xlsx file (a presigned POST whose policy holds the type and size). */
    ticket(actor: Actor, input: { encryptedOrganisationId?: string; fileName: string }): Promise<z.input<typeof candidateUploadTicket>> {
      const folder = folderOf(scopedOrganisationId(actor, input.encryptedOrganisationId));
      return uploadTicket(deps.files, folder, deps.ids.next(), input.fileName, contentTypeOfName(input.fileName));
    },

    /**
     * The file a request names: `plan` checks the request in the caller's organisation and gives the layout and the
     * write of one row; the rows are written one at a time in file order, and the answer counts those added and lists
     * those not. The file is deleted afterwards (settleUpload).
     */
    process<R extends object>(
      actor: Actor,
      input: { encryptedOrganisationId?: string; objectKey: string; fileHeaderRow: 'Y' | 'N' },
      plan: (organisationId: string) => Promise<UploadPlan<R>>,
    ): Promise<{ status: 'SUCCESS'; successCount: number; errors: RowError[] }> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const folder = folderOf(organisationId);
      return settleUpload(deps, input.objectKey, folder, async () => {
        const { layout, writeRow } = await plan(organisationId);
        const bytes = await readUploadedFile(deps.files, input.objectKey, folder, CSV_OR_EXCEL);
        const counts = await processRows(bytes, input.objectKey, input.fileHeaderRow === 'Y', layout, {
          write: async ([row]) => [await writeRow(row!)],
        });
        return { status: 'SUCCESS', successCount: counts.successCount, errors: counts.errors };
      });
    },
  };
}
