import { Button, Tooltip } from '@fluentui/react-components';
import {
  Delete20Regular,
  Edit20Regular,
  LockOpen20Regular,
  Open20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';

export interface RowAction {
  kind: 'edit' | 'delete' | 'open' | 'sessions' | 'unlock';
  label: string;
  onClick(): void;
}

const ICONS = {
  edit: <Edit20Regular />,
  delete: <Delete20Regular />,
  open: <Open20Regular />,
  sessions: <SignOut20Regular />,
  unlock: <LockOpen20Regular />,
};

/** Icon buttons in a grid row; each names its row for screen readers ("Excluir usuário ana"). */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div style={{ display: 'flex', gap: 4 }}>
      {actions.map((action) => (
        <Tooltip key={action.kind} content={action.label} relationship="label" withArrow>
          <Button
            appearance="subtle"
            size="small"
            icon={ICONS[action.kind]}
            onClick={(event) => {
              // The row itself may react to clicks (contacts): the button is the only target.
              event.stopPropagation();
              action.onClick();
            }}
            style={action.kind === 'delete' ? { color: '#c50f1f' } : undefined}
          />
        </Tooltip>
      ))}
    </div>
  );
}
