import { Button, type ButtonProps } from '@chakra-ui/react';
import { useBusy } from '../../lib/use-busy.ts';

export interface SingleClickButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The button stays disabled until this settles (doc 1 §5: a single-click button disables itself until re-enabled). */
  onClick(): Promise<unknown> | void;
}

export function SingleClickButton({ onClick, disabled, ...rest }: SingleClickButtonProps) {
  const { busy, whileBusy } = useBusy();
  return (
    <Button
      {...rest}
      disabled={disabled || busy}
      loading={busy}
      onClick={async () => {
        if (!busy) await whileBusy(async () => onClick());
      }}
    />
  );
}
