CREATE TABLE "mail_recipient_days" (
	"email" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "mail_recipient_days_email_day_pk" PRIMARY KEY("email","day")
);
