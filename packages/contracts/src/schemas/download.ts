import * as z from 'zod';
import { id, requiredText, statusAnswer } from './common.ts';

/** Download request (doc 2 §3): encryptedId (from the route) and the unique id from the invitation e-mail. */
export const downloadRequest = z.object({ encryptedId: id, uniqueId: requiredText(100) });
/** On SUCCESS the message is the (signed) URL to open. */
export const downloadAnswer = statusAnswer;
