import { describeLeadSource } from '@vitrine/shared/lead-source';
import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { Call16Regular, Mail16Regular } from '@fluentui/react-icons';
import { formatDateTime, formatPhone, phoneDigits } from '@vitrine/shared/format';
import type { ContactRecord } from '@vitrine/shared/schemas';
import { AdminDialog } from '../../components/AdminDialog';
import { BusyButton } from '../../components/BusyButton';

const useStyles = makeStyles({
  meta: {
    display: 'grid',
    // The values' column may shrink below its longest word: a long address, UTM campaign or page
    // wraps inside a phone-wide dialog instead of running past its edge.
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: '16px',
    rowGap: '6px',
    marginBottom: '16px',
    '& > *': { minWidth: 0, overflowWrap: 'anywhere' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  link: { display: 'inline-flex', alignItems: 'center', gap: '4px' },
  message: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: '12px 14px',
    borderRadius: '8px',
    backgroundColor: tokens.colorNeutralBackground3,
    maxHeight: '45vh',
    overflowY: 'auto',
    lineHeight: '22px',
  },
});

/** The whole message of one contact, with mail and phone links and "mark as read". */
export function ContactDialog(props: { contact: ContactRecord; busy: boolean; onMarkRead(): void; onClose(): void }) {
  const styles = useStyles();
  const { contact } = props;
  const digits = phoneDigits(contact.phone);
  return (
    <AdminDialog
      title={contact.subject}
      onDismiss={props.onClose}
      maxWidth={640}
      actions={
        <>
          {!contact.read && (
            <BusyButton appearance="primary" onClick={props.onMarkRead} busy={props.busy}>
              Marcar como lido
            </BusyButton>
          )}
          <Button appearance="secondary" onClick={props.onClose}>
            Fechar
          </Button>
        </>
      }
    >
      <div className={styles.meta}>
        <span className={styles.label}>Nome</span>
        <span>{contact.name}</span>
        <span className={styles.label}>E-mail</span>
        <Link
          className={styles.link}
          href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}
        >
          <Mail16Regular /> {contact.email}
        </Link>
        <span className={styles.label}>Telefone</span>
        <Link className={styles.link} href={`tel:+55${digits}`}>
          <Call16Regular /> {formatPhone(contact.phone) || contact.phone}
        </Link>
        <span className={styles.label}>Recebido em</span>
        <span>{formatDateTime(contact.create_date)}</span>
        <span className={styles.label}>Origem</span>
        <span data-testid="contact-source">
          {describeLeadSource(contact.source)}
          {contact.source.page && ` · enviado de ${contact.source.page}`}
        </span>
        <span className={styles.label}>Situação</span>
        <span>
          <Badge appearance="tint" color={contact.read ? 'informative' : 'warning'} data-testid="contact-status">
            {contact.read ? 'Lido' : 'Não lido'}
          </Badge>
        </span>
      </div>
      <div className={styles.message} data-testid="contact-message">
        {contact.message}
      </div>
    </AdminDialog>
  );
}
