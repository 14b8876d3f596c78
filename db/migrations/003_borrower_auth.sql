-- Up Migration

-- One-time codes: only a keyed hash of the code is kept, never the code itself.
CREATE TABLE otp_challenges (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone        text NOT NULL,
  purpose      text NOT NULL CHECK (purpose IN ('register', 'login', 'esign', 'staff_reset')),
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- The latest live challenge of a number, and the resend throttle's count over the last hour.
CREATE INDEX otp_challenges_phone_idx ON otp_challenges (phone, purpose, created_at DESC);
CREATE INDEX otp_challenges_throttle_idx ON otp_challenges (phone, created_at DESC);

-- Signed-in sessions; the token names its row, so signing out revokes it on the server.
CREATE TABLE sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject_type  text NOT NULL CHECK (subject_type IN ('borrower', 'staff')),
  subject_id    uuid NOT NULL,
  role          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX sessions_subject_idx ON sessions (subject_type, subject_id);

-- The development SMS provider: messages land here instead of on a phone (absent in production use).
CREATE TABLE dev_sms_outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_key  text NOT NULL UNIQUE,
  to_phone     text NOT NULL,
  text         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_sms_outbox_to_idx ON dev_sms_outbox (to_phone, id DESC);

-- Consents the parent gives, with the version of the text and the time (terms at sign-up first).
CREATE TABLE consents (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  borrower_id   uuid NOT NULL REFERENCES borrowers(id),
  kind          text NOT NULL,
  text_version  text NOT NULL,
  given_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_borrower_idx ON consents (borrower_id, kind);

-- Down Migration
DROP TABLE consents;
DROP TABLE dev_sms_outbox;
DROP TABLE sessions;
DROP TABLE otp_challenges;
