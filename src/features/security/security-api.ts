import { call } from '@/lib/http/call'
import { bindConfig, securityConfig } from './security-endpoints'

export const loadSecurityConfig = call(securityConfig)
export const loadBindConfig = call(bindConfig)
