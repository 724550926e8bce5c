import { useId, useState } from 'react';
import { Download, FileText, Search } from 'lucide-react';
import { normalizeForSearch } from '@vitrine/shared/format';
import { documentFile, LGPD_DOCUMENTS } from './lgpdDocuments';

/** Every policy and procedure of the programme, each with its PDF (generated at build time). */
export function DocumentsPanel() {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = normalizeForSearch(filter.trim());
  const shown = needle
    ? LGPD_DOCUMENTS.filter((d) => normalizeForSearch(`${d.title} ${d.kind} ${d.summary} ${d.code}`).includes(needle))
    : LGPD_DOCUMENTS;

  return (
    <div className="lgpd-docs">
      <div className="lgpd-docs__head">
        <div>
          <h2>Documentação</h2>
          <p>
            {LGPD_DOCUMENTS.length} políticas, normas, procedimentos e modelos que orientam o nosso programa de
            privacidade. Todos em PDF, versão vigente.
          </p>
        </div>
        <div className="lgpd-docs__filter">
          <label htmlFor={filterId} className="visually-hidden">
            Filtrar documentos
          </label>
          <Search size={18} aria-hidden="true" />
          <input
            id={filterId}
            type="search"
            placeholder="Filtrar documentos"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      </div>
      <ul className="lgpd-docs__list">
        {shown.map((doc) => (
          <li key={doc.slug} className="lgpd-doc">
            <span className="lgpd-doc__icon" aria-hidden="true">
              <FileText size={22} />
            </span>
            <div className="lgpd-doc__text">
              <p className="lgpd-doc__meta">
                {doc.kind} · {doc.code}
              </p>
              <h3 className="lgpd-doc__title">{doc.title}</h3>
              <p className="lgpd-doc__summary">{doc.summary}</p>
            </div>
            <a className="lgpd-doc__download" href={`/docs/${documentFile(doc)}`} download>
              <Download size={16} aria-hidden="true" />
              Baixar<span className="visually-hidden"> {doc.title} (PDF)</span>
            </a>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="lgpd-docs__empty">Nenhum documento encontrado para “{filter}”.</p>}
    </div>
  );
}
