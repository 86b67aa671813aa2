// One package per component, not the @react-email/components barrel: the barrel also loads Tailwind,
// Markdown and code highlighting, ~30 MB of resident memory the server would carry idle (decision 056).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale, NotificationText } from '@ponte/shared';

/** The words of the layout, already translated by the caller (notification-message.ts). */
export interface LayoutWords {
  greeting: string;
  /** Only for a digest: "{n} novidades na Ponte". */
  heading: string | null;
  open: string;
  footer: string;
  preferences: string;
  unsubscribe: string;
}

export interface NotificationLayoutProps {
  locale: Locale;
  items: (NotificationText & { url: string })[];
  words: LayoutWords;
  preferencesUrl: string;
  unsubscribeUrl: string;
}

// The site's tokens (storefront/app/styles/global.css): white on this primary is 5.6:1.
const primary = '#3b6d70';
const muted = '#52525b';

/**
 * Every notification e-mail, single or digest (decision 056): Ponte's header, one block per notification
 * (title, body lines, a button to the exact page), and a footer naming the family with the preferences
 * and one-click unsubscribe links. react-email renders it to table markup mail clients understand.
 */
export function NotificationLayout({
  locale,
  items,
  words,
  preferencesUrl,
  unsubscribeUrl,
}: NotificationLayoutProps) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{items[0]?.title ?? ''}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f4f5',
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ backgroundColor: '#ffffff', borderRadius: 8, maxWidth: 600, overflow: 'hidden' }}>
          <Section style={{ backgroundColor: primary, padding: '16px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: 22, fontWeight: 700, margin: 0 }}>Ponte</Text>
          </Section>
          <Section style={{ padding: '8px 24px 0' }}>
            <Text style={{ fontSize: 16, color: '#18181b' }}>{words.greeting}</Text>
            {words.heading ? (
              <Heading as="h1" style={{ fontSize: 20, color: '#18181b', margin: '0 0 8px' }}>
                {words.heading}
              </Heading>
            ) : null}
          </Section>
          {items.map((item, index) => (
            <Section key={index} style={{ padding: '0 24px' }}>
              {index > 0 ? <Hr style={{ borderColor: '#e4e4e7', margin: '8px 0 16px' }} /> : null}
              <Heading as="h2" style={{ fontSize: 18, color: '#18181b', margin: '8px 0' }}>
                {item.title}
              </Heading>
              {item.body.split('\n').map((line, n) => (
                <Text
                  key={n}
                  style={{ fontSize: 15, lineHeight: '22px', color: '#27272a', margin: '0 0 6px' }}
                >
                  {line}
                </Text>
              ))}
              <Button
                href={item.url}
                style={{
                  backgroundColor: primary,
                  borderRadius: 6,
                  color: '#ffffff',
                  fontSize: 15,
                  fontWeight: 600,
                  margin: '10px 0 16px',
                  padding: '10px 18px',
                }}
              >
                {words.open}
              </Button>
            </Section>
          ))}
          <Section
            style={{ backgroundColor: '#fafafa', borderTop: '1px solid #e4e4e7', padding: '12px 24px' }}
          >
            <Text style={{ fontSize: 13, color: muted, margin: '0 0 6px' }}>{words.footer}</Text>
            <Text style={{ fontSize: 13, color: muted, margin: 0 }}>
              <Link href={preferencesUrl} style={{ color: primary, textDecoration: 'underline' }}>
                {words.preferences}
              </Link>
              {' · '}
              <Link href={unsubscribeUrl} style={{ color: primary, textDecoration: 'underline' }}>
                {words.unsubscribe}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
