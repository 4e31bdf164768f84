import { Schema } from 'effect'
import { ModuleId, ResourceType } from '@/domain/feature-flags'
import { KnownOnly } from '@/domain/known-only'
import { LanguageCode } from '@/domain/language'

/**
 * SPEC §3 "mobile template": 1 selects the new version of the member centre / deposit detail. The
 * platform also sends dep_func 'v2' and 'v3' (PLATFORM.md §1.9), and any flag may come as a string.
 */
const TemplateFlag = Schema.Union([Schema.Number, Schema.String])
export const MobileTemplate = Schema.Struct({ mem_cen: TemplateFlag, dep_func: TemplateFlag })
export type MobileTemplate = typeof MobileTemplate.Type

export const newMemberCentre = (template: MobileTemplate) => String(template.mem_cen) === '1'
/** 1 (SPEC), 'v2' and 'v3' (PLATFORM.md §1.9; the app has one new deposit form for both); anything else is base. */
export const newDepositForm = (template: MobileTemplate) => ['1', 'v2', 'v3'].includes(String(template.dep_func))

export const Resource = Schema.Struct({ resourceType: ResourceType, url: Schema.String })
export type Resource = typeof Resource.Type

/** A customer-service entry; `path` is encrypted and its last 8 characters are the key. */
export const CustomerServiceEntry = Schema.Struct({ path: Schema.String, title: Schema.String })

/** What /wps/system/status answers (SPEC §3 "Status response"); shapes we chose are in docs/api-contract.md. */
export const SystemStatus = Schema.Struct({
  maintenance: Schema.Boolean,
  regionRestriction: Schema.Boolean,
  location: Schema.Struct({ ip: Schema.String }),
  info: Schema.Struct({
    mainDomain: Schema.String,
    imageCDNs: Schema.Array(Schema.String),
    mobileTemplate: MobileTemplate,
    whitelabel: KnownOnly(ModuleId),
    resources: KnownOnly(Resource),
    customerService: Schema.Array(CustomerServiceEntry),
    languages: KnownOnly(LanguageCode),
    /** The human-verification vendor's id (geetest); absent = the platform's own slider challenge. */
    geetestId: Schema.optional(Schema.String),
    /**
     * The identity service for social login (A): Firebase (its web config and SDK script URLs), or
     * a hosted sign-in page that posts an id token back. Absent = no social login.
     */
    identity: Schema.optional(
      Schema.Union([
        Schema.Struct({
          provider: Schema.Literal('firebase'),
          sdkUrls: Schema.Array(Schema.String),
          config: Schema.Record(Schema.String, Schema.String),
          /** Phone numbers are verified by the service (SPEC §2 register: "the Firebase-based route"). */
          phoneAuth: Schema.optional(Schema.Boolean),
        }),
        Schema.Struct({ provider: Schema.Literal('hosted'), url: Schema.String, phoneAuth: Schema.optional(Schema.Boolean) }),
      ]),
    ),
  }),
})
export type SystemStatus = typeof SystemStatus.Type
export type SystemInfo = SystemStatus['info']

/** The three faces of the app (SPEC §2 Error gate). */
export const GateStatus = Schema.Literals([0, 1, 2])
export type GateStatus = typeof GateStatus.Type

/** Cached between visits so the gate applies at once on the next boot. */
export const CachedStatus = Schema.Struct({ gate: GateStatus, info: SystemStatus.fields.info })
export type CachedStatus = typeof CachedStatus.Type
