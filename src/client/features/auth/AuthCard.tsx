import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoMark } from '../../layout/LogoMark';

interface AuthCardProps {
  title: string;
  text: string;
  children: ReactNode;
}

/** The frame of the sign-in pages: the logo, a heading and a line under it, then the form on a card. */
export function AuthCard({ title, text, children }: AuthCardProps) {
  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }} px="md">
      <Stack align="center" gap="xs" mb="lg" ta="center">
        <LogoMark size={44} />
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}
