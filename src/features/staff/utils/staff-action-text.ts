import { STAFF_MESSAGES, StaffActionError } from '../api/staff';

/**
 * What the staff page says of a failed action (a role change, an invitation sent again or
 * withdrawn, a removal): a {@link StaffActionError}'s text, else
 * {@link STAFF_MESSAGES}.changeFailed; no other error's message reaches the page.
 */
export function staffActionText(error: unknown): string {
  return error instanceof StaffActionError ? error.message : STAFF_MESSAGES.changeFailed;
}
