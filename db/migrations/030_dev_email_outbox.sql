-- Up Migration

-- The development e-mail provider: messages land here instead of in a mailbox (unused when a real
-- SMTP server is configured). Read through GET /api/dev/outbox?to=<address> in development mode.
CREATE TABLE dev_email_outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_key  text NOT NULL UNIQUE,
  to_address   text NOT NULL,
  subject      text NOT NULL,
  body         text NOT NULL,
  -- [{ filename, contentType, size, contentBase64 }]
  attachments  jsonb NOT NULL DEFAULT '[]',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_email_outbox_to_idx ON dev_email_outbox (lower(to_address), id DESC);

-- Down Migration
DROP TABLE dev_email_outbox;
