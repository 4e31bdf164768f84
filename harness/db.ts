import { Collection } from '@msw/data'
import { Schema } from 'effect'
import { accounts } from '../fixtures/accounts'
import { MemberInfo, Wallet } from '../src/domain/member'

/** Collections are typed by the app's own Schemas, so the harness cannot drift from the decoder. */
const Account = Schema.Struct({ member: MemberInfo, password: Schema.String, wallet: Wallet })
const HarnessSession = Schema.Struct({ token: Schema.String, userName: Schema.String })

export const makeDb = async () => {
  const db = {
    accounts: new Collection({ schema: Schema.toStandardSchemaV1(Account) }),
    sessions: new Collection({ schema: Schema.toStandardSchemaV1(HarnessSession) }),
  }
  for (const account of accounts) await db.accounts.create(account)
  return db
}
export type HarnessDb = Awaited<ReturnType<typeof makeDb>>
