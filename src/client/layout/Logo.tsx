import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './Layout.module.css';
import { LogoMark } from './LogoMark';

interface LogoProps {
  onClick?: () => void;
  /** Light wordmark for dark backgrounds (the footer). */
  inverted?: boolean;
  /** In a header: show only the mark between 768 px and 992 px, where the desktop links need the room. */
  inHeader?: boolean;
}

/** Mark + wordmark, linking home. */
export function Logo({ onClick, inverted = false, inHeader = false }: LogoProps) {
  return (
    <Link to="/" onClick={onClick} className={classes.logo} aria-label={inHeader ? 'KaziStay' : undefined}>
      <LogoMark />
      <Text
        component="span"
        fw={800}
        fz="xl"
        c={inverted ? 'white' : 'kazi.8'}
        className={inHeader ? `${classes.wordmark} ${classes.headerWordmark}` : classes.wordmark}
      >
        Kazi
        <Text component="span" inherit c={inverted ? 'amber.4' : 'amber.7'}>
          Stay
        </Text>
      </Text>
    </Link>
  );
}
