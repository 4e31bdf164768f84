import PaymentPassword from '@/features/account/components/payment-password-form'
import { VerifiedFirst } from '@/features/security/components/verified-first'

/** The payment password's page, after any verification the site asks before changing it (PLATFORM.md §2). */
export default function PaymentPasswordPage() {
  return (
    <VerifiedFirst password="payment">
      <PaymentPassword />
    </VerifiedFirst>
  )
}
