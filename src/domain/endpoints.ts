import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { statusPath } from '@/lib/http/head-start'
import { AnnouncementList } from './announcement'
import { Captcha } from './captcha'
import { PublicKey } from './encrypted-body'
import { MemberInfo, Wallet } from './member'
import { SystemStatus } from './system'

/** The shell's calls (docs/api-contract.md "Core"): site status, the platform key, the member and wallet. */

/** The gate and the site's configuration in one answer; public, so a dead token cannot block the app. */
export const systemStatus = endpoint({ method: 'GET', path: statusPath, success: SystemStatus, anonymous: true })

/** The RSA key sealed bodies are wrapped with, fetched once. */
export const publicKey = endpoint({ method: 'GET', path: '/wps/system/publicKey', success: PublicKey, anonymous: true })

/** A fresh captcha image each time (tapping the image asks again); login and feedback both show one. */
export const captcha = endpoint({ method: 'GET', path: '/wps/captcha', success: Captcha, anonymous: true })

/** Renews what the app knows of the logged-in member. */
export const memberInfo = endpoint({ method: 'GET', path: '/wps/member/info', success: MemberInfo })

/** The member's balance: total, currency and each wallet (typeId 0: all of them). The SPEC's name is an alias. */
export const wallet = endpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  aliases: ['/wps/wallets/gcs'],
  query: Schema.Struct({ typeId: Schema.optional(Schema.Literal('0')) }),
  success: Wallet,
})

/**
 * Announcements of the given types (comma-separated), platform M, with the unread counts. The SPEC
 * has the token in the query too (absent for guests). Read by the content screens and the unread model.
 */
export const announcements = endpoint({
  method: 'GET',
  path: relay('MCSFE_getListAnnouncements'),
  query: Schema.Struct({
    types: Schema.String,
    platform: Schema.Literal('M'),
    merchantCode: Schema.String,
    /** Sent by the operator's own apps (PLATFORM.md §7); its meaning is not shown. */
    execution: Schema.Literal('B'),
    groupName: Schema.optional(Schema.String),
    token: Schema.optional(Schema.String),
  }),
  success: AnnouncementList,
})
