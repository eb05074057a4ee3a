// The analysis natively, one answer per line: reads "code<TAB>multiPV<TAB>nodes[<TAB>rule]" lines
// (rule renju, standard or freestyle; 15x15) and writes the JSON of renju.analyse for each, so the
// tests can check that the WebAssembly module answers the same.
#include <iostream>
#include <sstream>
#include <string>

#include "core/bot/analysis.h"
#include "core/bot/analysis_json.h"
#include "core/notation.h"
#include "core/replay.h"

using namespace renju;

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream in(line);
        std::string code, ruleText = "renju";
        bot::AnalysisLimits limits;
        long long nodes = 0;
        std::getline(in, code, '\t');
        in >> limits.multiPV >> nodes >> ruleText;
        limits.nodes = nodes > 0 ? static_cast<uint64_t>(nodes) : 0;
        const Rule rule = ruleText == "freestyle" ? Rule::Freestyle : ruleText == "standard" ? Rule::Standard : Rule::Renju;
        const ParsedCode parsed = parseCode(code, kDefaultSize);
        Position pos(kDefaultSize, rule);
        if (!parsed.status || !placeMoves(pos, parsed.moves)) {
            std::cout << "{\"error\":\"BAD_CODE\"}\n";
            continue;
        }
        bot::Bot b(bot::BotOptions{4});
        Json j;
        bot::writeAnalysis(j, bot::analyse(b, pos, limits));
        std::cout << j.str() << "\n" << std::flush;
    }
    return 0;
}
