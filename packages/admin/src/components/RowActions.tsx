import { Button, Tooltip } from '@fluentui/react-components';
import type { ColDef } from 'ag-grid-community';
import {
  Delete20Regular,
  Edit20Regular,
  Key20Regular,
  LockOpen20Regular,
  Open20Regular,
  ShieldDismiss20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';

export interface RowAction {
  kind: 'edit' | 'delete' | 'open' | 'sessions' | 'unlock' | 'reset' | 'totp';
  label: string;
  onClick(): void;
}

const ICONS = {
  edit: <Edit20Regular />,
  delete: <Delete20Regular />,
  open: <Open20Regular />,
  sessions: <SignOut20Regular />,
  unlock: <LockOpen20Regular />,
  reset: <Key20Regular />,
  totp: <ShieldDismiss20Regular />,
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

export interface RowActionsColumnProps {
  /** 'actions' unless given (the contacts grid's Enter key skips the column by this id). */
  colId?: string;
  headerName: string;
  width: number;
  /** Without it the grid's default minimum applies. */
  minWidth?: number;
}

/**
 * The grid column of a row's action buttons, the same in every grid: pinned right, so the buttons
 * stay in view when the grid scrolls sideways, and neither sortable nor resizable. A row for which
 * `actions` answers none has an empty cell.
 */
export function rowActionsColumn<T>(column: RowActionsColumnProps, actions: (row: T) => RowAction[]): ColDef<T> {
  return {
    colId: 'actions',
    pinned: 'right',
    sortable: false,
    resizable: false,
    ...column,
    cellRenderer: (p: { data?: T }) => {
      const list = p.data ? actions(p.data) : [];
      return list.length > 0 ? <RowActions actions={list} /> : null;
    },
  };
}
