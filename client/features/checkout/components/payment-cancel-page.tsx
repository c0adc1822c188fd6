/** Placeholder until this screen is built. */
export function PaymentCancelPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Payment Cancelled</h1>
    </section>
  );
}
