/**
 * Calls that start a fiber no scope owns: work that would outlive the kit that started it.
 * Kernel v3 (issue 31): kernel and plugin work forks in the kit's scope instead, from an
 * Effect with `Effect.forkIn(scope)` or `Effect.forkScoped`, from a callback with the run
 * function `FiberSet.makeRuntime()` gives in the service's scope. A ManagedRuntime's own
 * `runFork`/`runPromise` are not listed: the runtime owns those fibers and its dispose (the
 * kit's) interrupts them.
 */
import ts from "typescript"

/** Effect's ways of starting a fiber that nothing owns. */
export const detachingMethods: ReadonlySet<string> = new Set([
  "forkDetach",
  "forkDaemon",
  "runFork",
  "runForkWith",
  "runCallback",
  "runPromise",
  "runPromiseWith",
  "runPromiseExit",
  "runPromiseExitWith",
])

/** One call that starts unowned work: the method, and the line (1-based) it is on. */
export interface DetachedCall {
  readonly method: string
  readonly line: number
}

/**
 * Every call of a detaching method of `Effect` (`Effect.runFork(…)`, `Effect.forkDetach(…)`) in
 * `source`. A bare `runFork(…)` is a scoped run function (FiberSet's) and is not listed.
 */
export const detachedCalls = (file: string, source: string): ReadonlyArray<DetachedCall> => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: Array<DetachedCall> = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === "Effect" &&
      detachingMethods.has(node.expression.name.text)
    ) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree))
      found.push({ method: node.expression.name.text, line: line + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}
