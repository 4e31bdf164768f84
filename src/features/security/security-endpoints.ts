import { endpoint } from '@/lib/http/endpoint'
import { BindConfig, SecurityConfig } from './security-schema'

/** The security centre's calls (docs/api-contract.md "Security centre"). */

export const securityConfig = endpoint({
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  aliases: ['/wps/member/securityConfig'],
  success: SecurityConfig,
})

export const bindConfig = endpoint({ method: 'GET', path: '/wps/v2/member/bankCards/bindConfig', success: BindConfig })
