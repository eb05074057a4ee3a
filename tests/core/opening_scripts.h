#pragma once
#include <string>
#include <vector>

#include "core/record.h"
#include "opening_helpers.h"

namespace test {

// Whole games through every phase of every opening rule, as canonical records (see core/record.h).
inline std::string record(const std::string& rule, const std::string& opening, const std::string& actions,
                          const std::string& ruling = "immediate") {
    return "rule: " + rule + "\nsize: 15\nopening: " + opening + "\nruling: " + ruling + "\nactions:" +
           (actions.empty() ? "" : " " + actions) + "\n";
}
inline std::vector<std::string> openingScripts() {
    return {
        record("renju", "free", "h8 a1 o15 pass"),
        record("renju", "rif", "h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10 k11+draw decline-draw pass pass"),
        record("renju", "rif", "h8 i9 j8 stay a1 offer:g8 offer:i10 choose:g8 b2 resign:white"),
        record("renju", "yamaguchi", "h8 i9 j10 declare:3 stay g9 offer:k11 offer:g7 offer:f8 choose:g7 a1 timeout:black"),
        record("renju", "soosorv-8", "h8 g7 g6 swap j9 declare:2 swap offer:f5 offer:k10 choose:k10 a1"),
        record("renju", "taraguchi-10", "h8 swap i9 stay j10 swap k11 stay d4 swap a15"),
        record("renju", "taraguchi-10",
               "h8 swap i9 stay j10 swap k11 stay offer:a1 offer:b1 offer:c1 offer:d1 offer:e1 offer:f1 offer:g1 "
               "offer:h1 offer:i1 offer:j1 choose:e1 a15"),
        record("freestyle", "swap", "a1 o15 h8 swap k10"),
        record("freestyle", "swap2", "h8 i9 g10 stay a1"),
        record("standard", "swap2", "h8 i9 g10 place-two a1 o15 swap b2+draw accept-draw"),
        record("renju", "none", "f8 a1 g8 a2 h9 a3 h10 a4 h8 claim-forbidden:h8", "claim"),
    };
}

}  // namespace test
