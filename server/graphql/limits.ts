import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

// Depth and cost limits: a query deeper than MAX_DEPTH, or selecting more than MAX_COST
// fields in all (fragments expanded, list page sizes multiplying), is refused before running.

export const MAX_DEPTH = 12;
export const MAX_COST = 5000;

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

  const measure = (set: SelectionSetNode, depth: number, seen: Set<string>): { depth: number; cost: number } => {
    let maxDepth = depth;
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (!sel.selectionSet) {
          cost += 1;
          continue;
        }
        const pageArg = sel.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'last');
        const page = pageArg && pageArg.value.kind === Kind.INT ? Number(pageArg.value.value) : 1;
        const inner = measure(sel.selectionSet, depth + 1, seen);
        maxDepth = Math.max(maxDepth, inner.depth);
        cost += 1 + inner.cost * Math.max(1, Math.min(page, 100));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const inner = measure(sel.selectionSet, depth, seen);
        maxDepth = Math.max(maxDepth, inner.depth);
        cost += inner.cost;
      } else {
        const frag = fragments.get(sel.name.value);
        if (!frag || seen.has(frag.name.value)) continue;
        const inner = measure(frag.selectionSet, depth, new Set([...seen, frag.name.value]));
        maxDepth = Math.max(maxDepth, inner.depth);
        cost += inner.cost;
      }
    }
    return { depth: maxDepth, cost };
  };

  return {
    OperationDefinition(node) {
      const { depth, cost } = measure(node.selectionSet, 1, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(new GraphQLError(`Query is too deep: ${depth} levels (at most ${MAX_DEPTH})`, { extensions: { code: 'BAD_USER_INPUT' } }));
      }
      if (cost > MAX_COST) {
        context.reportError(new GraphQLError(`Query is too costly: ${cost} (at most ${MAX_COST})`, { extensions: { code: 'BAD_USER_INPUT' } }));
      }
    },
  };
}
