INSERT INTO "coupons" ("code", "amount_off_cents", "active") VALUES ('BETAOCT2025', 2900, 1) ON CONFLICT DO NOTHING;
