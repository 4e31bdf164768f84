/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_MERCHANT?: string
  readonly VITE_HARNESS?: 'on' | 'off'
  readonly VITE_LOTTERY_URL?: string
}
