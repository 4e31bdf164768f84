/**
 * Form controls generated from a Schema's AST, so the QA panel can set every field the Scenario
 * has, including ones added later. Literals become a select, Boolean a checkbox, Number and String
 * an input, an array of literals a checkbox group, a struct a fieldset; anything else (records,
 * arrays of structs) a JSON text area checked against the same schema on blur.
 * Harness only: its text is for QA and never ships, so it is not translated.
 */
import { Result, Schema, SchemaAST } from 'effect'
import { useId, useState, type CSSProperties, type ReactNode } from 'react'

type Literal = SchemaAST.Literal['literal']

const s = {
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    margin: '6px 0',
  },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 },
  fieldset: {
    border: '1px solid #4c4c6a',
    borderRadius: 6,
    margin: '8px 0',
    padding: '4px 8px',
  },
  legend: { font: '700 13px system-ui', color: '#c4b5fd' },
  input: { width: 170, font: '13px system-ui', padding: 4 },
  hint: { display: 'block', font: '11px system-ui', color: '#a3a3b8' },
  json: {
    width: '100%',
    minHeight: 64,
    font: '12px ui-monospace, monospace',
    boxSizing: 'border-box',
  },
  error: { color: '#fca5a5', font: '12px system-ui', whiteSpace: 'pre-wrap' },
} satisfies Record<string, CSSProperties>

/** The choices of a literal or a union of literals, or undefined for any other node. */
const literalsOf = (ast: SchemaAST.AST): ReadonlyArray<Literal> | undefined => {
  if (ast._tag === 'Literal') return [ast.literal]
  if (ast._tag !== 'Union') return undefined
  const choices = ast.types.map(literalsOf)
  return choices.every((choice) => choice !== undefined) ? choices.flat() : undefined
}

/** The title annotation, else the field name in words: latencyMs -> "latency ms". */
const labelOf = (ast: SchemaAST.AST, name: string) =>
  SchemaAST.resolveTitle(ast) ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

const Hint = ({ ast }: { ast: SchemaAST.AST }) => {
  const description = SchemaAST.resolveDescription(ast)
  return description ? <small style={s.hint}>{description}</small> : null
}

const Row = ({ id, label, ast, children }: { id: string; label: string; ast: SchemaAST.AST; children: ReactNode }) => (
  <div>
    <div style={s.row}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
    <Hint ast={ast} />
  </div>
)

/** Anything without a dedicated control: JSON, validated by the field's own schema on blur. */
function JsonField({ ast, label, value, onChange }: FieldProps) {
  const id = useId()
  const shown = JSON.stringify(value, null, 2)
  const [draft, setDraft] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const commit = () => {
    if (draft === undefined) return
    let parsed: unknown
    try {
      parsed = JSON.parse(draft)
    } catch (cause) {
      return setError(String(cause))
    }
    const decoded = Schema.decodeUnknownResult(Schema.make<Schema.Codec<unknown>>(ast))(parsed)
    if (Result.isFailure(decoded)) return setError(decoded.failure.message)
    setError(undefined)
    setDraft(undefined)
    onChange(decoded.success)
  }
  return (
    <div>
      <label htmlFor={id}>{label} (JSON)</label>
      <textarea
        id={id}
        style={s.json}
        value={draft ?? shown}
        aria-invalid={error !== undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
      />
      <Hint ast={ast} />
      {error && (
        <p role="alert" style={s.error}>
          {error}
        </p>
      )}
    </div>
  )
}

export interface FieldProps {
  readonly ast: SchemaAST.AST
  readonly label: string
  readonly value: unknown
  readonly onChange: (value: unknown) => void
}

/** The control for one value of `ast`. */
export function SchemaField(props: FieldProps) {
  const { ast, label, value, onChange } = props
  const id = useId()
  const choices = literalsOf(ast)
  if (choices) {
    // Option values are the index: literals may be numbers or strings ('guest' beside 0).
    return (
      <Row id={id} label={label} ast={ast}>
        <select id={id} value={choices.indexOf(value as Literal)} onChange={(event) => onChange(choices[Number(event.target.value)])}>
          {choices.map((choice, index) => (
            <option key={String(choice)} value={index}>
              {String(choice)}
            </option>
          ))}
        </select>
      </Row>
    )
  }
  switch (ast._tag) {
    case 'Boolean':
      return (
        <Row id={id} label={label} ast={ast}>
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        </Row>
      )
    case 'Number':
      return (
        <Row id={id} label={label} ast={ast}>
          <input
            id={id}
            style={s.input}
            type="number"
            value={Number(value)}
            onChange={(event) => Number.isFinite(event.target.valueAsNumber) && onChange(event.target.valueAsNumber)}
          />
        </Row>
      )
    case 'String':
      return (
        <Row id={id} label={label} ast={ast}>
          <input id={id} style={s.input} value={String(value)} onChange={(event) => onChange(event.target.value)} />
        </Row>
      )
    case 'Arrays': {
      const options = ast.elements.length === 0 && ast.rest.length === 1 && ast.rest[0] ? literalsOf(ast.rest[0]) : undefined
      if (!options) break
      const picked = value as ReadonlyArray<Literal>
      return (
        <fieldset style={s.fieldset}>
          <legend style={s.legend}>{label}</legend>
          <Hint ast={ast} />
          <div style={s.grid}>
            {options.map((option) => (
              <label key={String(option)}>
                <input
                  type="checkbox"
                  checked={picked.includes(option)}
                  // Kept in the schema's order, whatever order they were ticked in.
                  onChange={(event) => onChange(options.filter((x) => (x === option ? event.target.checked : picked.includes(x))))}
                />{' '}
                {String(option)}
              </label>
            ))}
          </div>
        </fieldset>
      )
    }
    case 'Objects': {
      if (ast.indexSignatures.length > 0) break
      const record = value as Record<string, unknown>
      return (
        <fieldset style={s.fieldset}>
          <legend style={s.legend}>{label}</legend>
          <Hint ast={ast} />
          <SchemaFields ast={ast} value={record} onChange={(key, next) => onChange({ ...record, [key]: next })} />
        </fieldset>
      )
    }
  }
  return <JsonField {...props} />
}

/** One control per property of a struct's AST, in the schema's order. */
export const SchemaFields = ({
  ast,
  value,
  onChange,
}: {
  ast: SchemaAST.Objects
  value: Record<string, unknown>
  onChange: (key: string, value: unknown) => void
}) =>
  ast.propertySignatures.map(({ name, type }) => {
    const key = String(name)
    return <SchemaField key={key} ast={type} label={labelOf(type, key)} value={value[key]} onChange={(next) => onChange(key, next)} />
  })
