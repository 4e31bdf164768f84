import { Schema } from 'effect'

/** Every whitelabel module ID of SPEC §6, and those of PLATFORM.md §1.11 the app reads. The operator enables a subset per site. */
export const moduleIds = [
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'PERSREP',
  'REWCEN3',
  'SECPRIV',
  'DOWNLOAD',
  'PTSYS3',
  'FREEPLAY3',
  'REGISTER_REE3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'VALID_CAPTCHA3',
  'AFFMAN3',
  'PROFPIC3',
  'REGMOBVERF3',
  'FEEDBACK3',
  'INBOX3',
  // Replies to inbox mails (PLATFORM.md §7).
  'SENDMAIL3',
  'AGEINFO3',
  'COMM3',
  'CBS3',
  'MOBILEVERCODELOGIN3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  // The security centre's items (PLATFORM.md §1.11, §2).
  'PASS3',
  'PAYMENTPASS3',
  'SECQUES3',
  'RESPAYPASS3',
  'BINDCARD3',
  'BINDEW3',
  'BINDVC3',
  'BINDGA3',
  'VERIFICATION3',
  'MAILVERIFICATION3',
  // Changing a password first needs a verified phone or e-mail (PLATFORM.md §2).
  'MOBILEVERFLOGINPW3',
  'MAILMODIFYLOGINPWD3',
  'MOBILEVERFPAYMENTPW3',
  'MAILMODIFYPAYMENTPWD3',
  // The cashier (PLATFORM.md §3): deposits, and a receipt for a bank-transfer order.
  'DPSTBAS3',
  'DEPUPDATEREM3',
  // Withdrawals confirmed without the payment password (PLATFORM.md §4).
  'WDRAWNOPASSVERIF3',
  // The account record's types (PLATFORM.md §5): betting rebate, referral rebate, and credit sites
  // (no deposit or withdraw rows).
  'PLYRBT',
  'REFERRAL3',
  'CREDITMAR3',
  // The agent contracts (PLATFORM.md §1.11 home map): dividend, daily salary, hourly, real-time.
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  // The reward centre's bonus and points summary (PLATFORM.md §6).
  'DISPTOTPROMEARN3',
  // Agents mailing their team (PLATFORM.md §7 outbox).
  'OUTBOX3',
  // ASSUMED: the responsible-gaming screen (PLATFORM.md §10: "shown only where the operator enables it").
  'RESPGAME3',
] as const
export const ModuleId = Schema.Literals(moduleIds)
export type ModuleId = typeof ModuleId.Type

/**
 * SPEC §3 download links and resources, keyed by resourceType. SPEEDTEST (the login footer's
 * speed-test link) and the social networks' names beside TELEGRAM (home's footer) are ours: the
 * SPEC says only "when a URL exists" and "only if a link resource exists" (docs/api-contract.md).
 */
export const resourceTypes = [
  'IOS',
  'MOBILECONFIG',
  'Android',
  'LINE',
  'TASK',
  'TELEGRAM',
  'AFFCS',
  'SPEEDTEST',
  'YOUTUBE',
  'INSTAGRAM',
  'FACEBOOK',
  'TWITTER',
  'TIKTOK',
] as const
export const ResourceType = Schema.Literals(resourceTypes)
export type ResourceType = typeof ResourceType.Type
