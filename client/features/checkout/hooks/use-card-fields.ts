import { useState } from "react";
import { SANDBOX_CARDS } from "#domain/payments";

const digitsOf = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/** "4242424242424242" -> "4242 4242 4242 4242" */
export function formatCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" -> "12 / 34", typed digit by digit. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The sandbox card form's fields, formatted as typed; kept as typed when a payment fails. */
export function useCardFields() {
  const [fields, setFields] = useState<CardFields>({ cardNumber: "", expiry: "", cvc: "" });
  return {
    fields,
    setCardNumber: (value: string) => setFields((f) => ({ ...f, cardNumber: formatCardNumber(value) })),
    setExpiry: (value: string) => setFields((f) => ({ ...f, expiry: formatExpiry(value) })),
    setCvc: (value: string) => setFields((f) => ({ ...f, cvc: digitsOf(value, 4) })),
    fillTestCard: () => {
      const nextYear = String((new Date().getFullYear() + 3) % 100).padStart(2, "0");
      setFields({
        cardNumber: formatCardNumber(SANDBOX_CARDS.success),
        expiry: `12 / ${nextYear}`,
        cvc: "123",
      });
    },
    isComplete: fields.cardNumber.length > 0 && fields.expiry.length > 0 && fields.cvc.length > 0,
  };
}
