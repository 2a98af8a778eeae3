import { Flame, Mail, MapPin, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/Container/Container';
import { Link } from '../../primitives/Link/Link';
import { telHref } from '../LocationCard/LocationCard';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

const siteFooterClasses = 'bg-charcoal-950 text-charcoal-100';

const footerHeadingClasses =
  'mb-4 text-sm font-semibold tracking-widest font-display text-gold-400 uppercase';

/** The newsletter sits on a light panel, so the form's fields keep their usual look. */
const footerNewsletterClasses = 'gap-3 p-6 flex flex-col rounded-xl bg-surface text-ink';

/** How to reach the store, shown under the brand. */
export interface FooterContact {
  phone: string;
  email: string;
  /** Printed as given, one line each, e.g. ['1000 W Fulton Market', 'Chicago, IL 60607']. */
  addressLines: string[];
}

export interface SiteFooterProps {
  brandName: string;
  contact?: FooterContact;
  /** A line under the logo. */
  tagline?: string;
  /** The copyright year (passed in, so the footer renders the same every time). */
  year: number;
  /** The link columns, in order, e.g. About Us, Customer Service, Shopping. */
  columns: FooterColumn[];
  /** Off-site profiles, e.g. Facebook; they open in a new tab. */
  socialLinks?: FooterLink[];
  /** The newsletter form: an e-mail field and 'Subscribe'. The app wires validation and sending. */
  newsletter: ReactNode;
  newsletterTitle?: string;
  newsletterDescription?: string;
  className?: string;
}

/**
 * The footer on every page: the brand and its social links, the About Us, Customer Service
 * and Shopping columns, the newsletter box (its form is a slot, so the footer stays free of
 * app logic) and the copyright line. Hidden when printing (data-print="hide").
 */
export function SiteFooter({
  brandName,
  tagline,
  contact,
  year,
  columns,
  socialLinks = [],
  newsletter,
  newsletterTitle = 'Newsletter',
  newsletterDescription,
  className,
}: SiteFooterProps) {
  const newsletterId = useId();
  const socialId = useId();
  return (
    <footer data-slot="site-footer" data-print="hide" className={cn(siteFooterClasses, className)}>
      <Container className="grid gap-10 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-16">
        <div className="grid grid-cols-1 gap-10 sm:grid-cols-2 md:grid-cols-4">
          <div data-slot="site-footer-brand" className="flex flex-col gap-4">
            <span className="flex items-center gap-2.5">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-ember-700 text-white [&_svg]:size-5"
              >
                <Flame />
              </span>
              <span className="font-display text-xl leading-none font-bold tracking-wide text-white uppercase">
                {brandName}
              </span>
            </span>
            {tagline ? (
              <p className="text-sm leading-relaxed text-charcoal-200">{tagline}</p>
            ) : null}
            {contact ? <FooterContactDetails contact={contact} /> : null}
          </div>
          {columns.map((column) => (
            <FooterColumnLinks key={column.title} column={column} />
          ))}
        </div>

        <section
          aria-labelledby={newsletterId}
          data-slot="site-footer-newsletter"
          className={footerNewsletterClasses}
        >
          <div className="flex flex-col gap-1">
            <h2
              id={newsletterId}
              className="flex items-center gap-2 font-display text-xl font-bold tracking-wide uppercase"
            >
              <Mail aria-hidden="true" className="size-5 text-ember-700" />
              {newsletterTitle}
            </h2>
            {newsletterDescription ? (
              <p className="text-sm text-ink-muted">{newsletterDescription}</p>
            ) : null}
          </div>
          {newsletter}
        </section>
      </Container>

      <div className="border-t border-charcoal-800">
        <Container className="flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-charcoal-300">
            © {year} {brandName}. All rights reserved.
          </p>
          {socialLinks.length > 0 ? (
            <nav aria-labelledby={socialId}>
              <h2 id={socialId} className="sr-only">
                Follow us
              </h2>
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} target="_blank" variant="inverse" size="sm">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </Container>
      </div>
    </footer>
  );
}

const footerContactLine = 'gap-2 flex items-start [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0';

function FooterContactDetails({ contact }: { contact: FooterContact }) {
  return (
    <address
      data-slot="site-footer-contact"
      className="flex flex-col gap-2 text-sm text-charcoal-200 not-italic"
    >
      <span className={footerContactLine}>
        <Phone aria-hidden="true" className="text-gold-400" />
        <Link href={telHref(contact.phone)} variant="inverse" size="sm">
          {contact.phone}
        </Link>
      </span>
      <span className={footerContactLine}>
        <Mail aria-hidden="true" className="text-gold-400" />
        <Link href={`mailto:${contact.email}`} variant="inverse" size="sm">
          {contact.email}
        </Link>
      </span>
      {contact.addressLines.length > 0 ? (
        <span className={footerContactLine}>
          <MapPin aria-hidden="true" className="text-gold-400" />
          <span>
            {contact.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </span>
      ) : null}
    </address>
  );
}

function FooterColumnLinks({ column }: { column: FooterColumn }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} data-slot="site-footer-column">
      <h2 id={headingId} className={footerHeadingClasses}>
        {column.title}
      </h2>
      <ul className="flex flex-col gap-2.5">
        {column.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="inverse" size="sm">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
