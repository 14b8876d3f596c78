-- Up Migration

-- Messages a real gateway has taken (SMS, e-mail), one row per message key: a job retried after the
-- gateway answered (a lost acknowledgement, a worker killed) finds its row and sends nothing again.
CREATE TABLE message_deliveries (
  channel       text NOT NULL CHECK (channel IN ('sms', 'email')),
  message_key   text NOT NULL,
  provider      text NOT NULL,
  delivered_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel, message_key)
);

-- Down Migration
DROP TABLE message_deliveries;
