import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { InboxUnreadCount } from './inbox-schema'

describe("the inbox's unread count (EMFE_getInboxUnreadCount, alias CSP_unreadCount)", () => {
  it("reads the platform's `value: { value: n }` and a bare `value: n`", () => {
    const decode = Schema.decodeUnknownSync(InboxUnreadCount)
    expect(decode({ value: 12 })).toBe(12)
    expect(decode(7)).toBe(7)
    expect(() => decode({ count: 3 })).toThrow()
  })
})
