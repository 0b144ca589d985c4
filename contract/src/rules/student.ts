/**
 * Student verification's refusals (issue 24, D28), beside the rule they answer for: a student-only
 * seat plan sells to verified students only (the gateway refuses at create order and its preview;
 * confirm order then offers verification). Here and not in CODES: the http layer, in the H5 first
 * load, carries CODES whole and reacts to none of these.
 */
export const STUDENT_CODES = {
  /** A student-only seat plan for a buyer who is not a verified student now. */
  studentOnly: 22031180,
  /** The authChannel is not one the provider offers. */
  studentChannelUnknown: 22031181,
  /** The returnUrl is not on the shop's own site (the provider would redirect anywhere). */
  studentReturnOffSite: 22064011,
} as const
